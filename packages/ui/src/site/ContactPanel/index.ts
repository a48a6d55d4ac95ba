export { ContactPanel, contactLinkClass, type ContactPanelProps, type ContactInfo } from './ContactPanel';
