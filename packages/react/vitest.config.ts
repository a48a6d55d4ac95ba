import { domProject } from '../../tooling/vitest';

// The hooks have no styles: no vanilla-extract compiler for this project.
export default domProject('react', {}, { styles: false });
