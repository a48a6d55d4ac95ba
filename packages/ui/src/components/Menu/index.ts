export {
  Menu, type MenuProps, type MenuEntry, type MenuLinkItem, type MenuActionItem, type MenuSeparatorItem, type MenuHeadingItem,
} from './Menu';
