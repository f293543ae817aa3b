export { Drawer, preloadDrawer } from './lazy-drawer';
export type { DrawerProps } from './drawer';
