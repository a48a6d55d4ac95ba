export { ShareLinkPanel, type ShareLinkPanelProps, type ShareLinkView } from './ShareLinkPanel';
