export { LinkList, type LinkListProps, type LinkListItem } from './LinkList';
