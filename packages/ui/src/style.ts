// The build's stylesheet entry (never imported at run time): every area, so that dist/style.css
// holds every rule of the kit once. Published as "@pt/ui/style.css". The entries are used, not
// imported bare: the package declares its JS free of side effects, and a bundler drops a bare
// import of such a module.
import * as primitives from './index';
import * as site from './site';
import * as account from './account';
import * as billing from './billing';
import * as affiliate from './affiliate';
import * as admin from './admin';
import * as workspace from './workspace';

export const entries = [primitives, site, account, billing, affiliate, admin, workspace];
