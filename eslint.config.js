// ESLint: typescript-eslint with type information, React hooks, jsx-a11y; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: ['dist/**', 'reports/**', 'studio/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs', 'scripts/bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Deep relative imports read badly; cross-folder imports use the #shared/#content/#app/#server/#test aliases.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use an import alias (#shared/*, #app/*, …) instead of climbing two folders.' }] },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // Loaders throw Responses (React Router's redirects and 404s), which are not Error objects by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowThrowingUnknown: true }],
    },
  },
  {
    // src/shared is the ground floor: universal code, importing neither the app nor the server, nor Node or React.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts', 'src/shared/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#app/*', '#server/*', '#content/*', '#test/*', 'node:*', 'react', 'react-dom', 'react-*', '../*'],
              message: 'src/shared imports neither the app, the server, the content nor Node or React.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server takes only the server entry's types from the app; nothing under src/ imports scripts/ or test support.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#app/*', '!#app/entry-server'], message: 'The server imports nothing from src/app but the server entry’s types.' },
            { group: ['#test/*', '#scripts/*', '**/scripts/*', '../../*'], message: 'src/ never imports test support or scripts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/content/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#test/*', '#scripts/*', '**/scripts/*'],
              message: 'The app and the content never import the server, test support or scripts.',
            },
            { group: ['../../*'], message: 'Use an import alias instead of climbing two folders.' },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['scripts/*.mjs', 'scripts/bench/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
);
