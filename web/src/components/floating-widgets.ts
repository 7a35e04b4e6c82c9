// Mantine's widgets that float over the page (lists, menus, tooltips, dialogs) with their
// positioning and scroll-locking code: one chunk, loaded through components/deferred-widgets.tsx.
export { Autocomplete, Drawer, Menu, Modal, Popover, Select, Tooltip } from '@mantine/core';
