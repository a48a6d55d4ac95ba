import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup';

export default defineConfig(packageBuild());
