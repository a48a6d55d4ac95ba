export { Menu, type MenuProps, type MenuEntry } from './Menu';
