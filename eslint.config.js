import svclib from '@svclib/eslint-config';

export default [
  ...svclib,
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
];
