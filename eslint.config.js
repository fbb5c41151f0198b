/**
 * Lint of the web console: the import boundaries of its folders (docs/architecture.md), and
 * React's rules of hooks (a hook called in a loop, a condition or a callback changes the hooks'
 * count between renders, and React throws the screen away).
 * - a feature (src/features/<name>) imports no other feature and not app/;
 * - components/ and lib/ import no feature and not app/ (app/ composes the features).
 * What several features share lives in lib/ (API hooks, query keys) or components/.
 *
 * The parser is Babel's: typescript-eslint needs TypeScript's compiler API, which the
 * project's TypeScript 7 (the Go port) does not have; Babel reads the TypeScript and JSX
 * syntax (type-only imports included) without it. @babel/eslint-parser supports ESLint 9.
 */
import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

const web = 'apps/web/src';

export default [
  {
    // The build's own plugins (apps/web/vite-plugins) are parsed too: outside src/, no boundary applies.
    files: [`${web}/**/*.{ts,tsx}`, 'apps/web/vite-plugins/**/*.ts'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins: ['typescript', 'jsx'] } },
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: `${web}/app` },
        { type: 'feature', pattern: `${web}/features/*`, capture: ['name'] },
        { type: 'components', pattern: `${web}/components` },
        { type: 'lib', pattern: `${web}/lib` },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
            message: 'A feature imports no other feature: move what both use to lib/ or components/.',
          },
          {
            from: { element: { types: ['feature', 'components', 'lib'] } },
            disallow: { to: { element: { type: 'app' } } },
            message: 'Only app/ itself imports app/.',
          },
          {
            from: { element: { types: ['components', 'lib'] } },
            disallow: { to: { element: { type: 'feature' } } },
            message: 'components/ and lib/ import no feature.',
          },
        ],
      }],
    },
  },
];
