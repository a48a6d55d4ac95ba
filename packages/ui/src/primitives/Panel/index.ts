export { Panel, type PanelProps, type PanelBlockProps } from './Panel';
export { LoadError, type LoadErrorProps } from './LoadError';
