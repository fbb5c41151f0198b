/** A notifier whose calls a test can read, installed as the one the http client shows with. */
import { vi, type Mock } from 'vitest';
import { setNotifier, type Notifier } from '../lib/notifier';

export interface FakeNotifier {
  error: Mock<Notifier['error']>;
  info: Mock<Notifier['info']>;
}

/** Installs a fresh fake notifier and returns it. */
export function fakeNotifier(): FakeNotifier {
  const fake: FakeNotifier = { error: vi.fn<Notifier['error']>(), info: vi.fn<Notifier['info']>() };
  setNotifier(fake);
  return fake;
}
