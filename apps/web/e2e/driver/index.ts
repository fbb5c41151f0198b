/**
 * The one driver of the end-to-end tests, by what it drives. Specs import from './driver'
 * (and `test`/`expect` from './fixtures').
 */
export * from './accessibility';
export * from './accounts';
export * from './api';
export * from './dialogs';
export * from './drag-sort';
export * from './forms';
export * from './link-editors';
export * from './map';
export * from './messages';
export * from './navigation';
export * from './screenshots';
export * from './sign-in';
export * from './smoke';
export * from './tables';
export * from './selections';
