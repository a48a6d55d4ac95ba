import { domProject } from '../../tooling/vitest';

export default domProject('react');
