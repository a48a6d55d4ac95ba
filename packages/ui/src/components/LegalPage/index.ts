export { LegalPage, type LegalPageProps, type LegalPageSection } from './LegalPage';
