import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'cms/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
];

export default config;
