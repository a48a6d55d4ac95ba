import { domProject } from '../../tooling/vitest';

export default domProject('ui');
