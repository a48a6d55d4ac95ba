export { AppNavigation, type AppNavigationProps, type AppNavigationItem } from './AppNavigation';
