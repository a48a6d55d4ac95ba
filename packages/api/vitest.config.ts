import { nodeProject } from '../../tooling/vitest';

export default nodeProject('api');
