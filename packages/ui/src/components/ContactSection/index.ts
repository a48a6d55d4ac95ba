export { ContactSection, type ContactSectionProps, type ContactValues, type ContactStatus } from './ContactSection';
