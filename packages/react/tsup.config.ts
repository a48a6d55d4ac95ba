import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup';

export default defineConfig(
  packageBuild({ external: ['react', 'react-dom', 'react-router-dom', 'swr', '@pt/api', '@stripe/stripe-js', '@stripe/react-stripe-js'] }),
);
