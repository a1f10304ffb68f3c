import type { GriffelStyle } from '@fluentui/react-components';

/**
 * A box that scrolls sideways when its table or tab list is wider than the page (a phone's 390 px), so the page itself
 * never does. position: relative makes it the containing block of the absolutely placed parts inside (Fluent's
 * focus outlines, sticky cells, visually hidden text): without it they hang off the root at their far-right place and
 * widen the whole document (the 2,310 px /compliance of session 10). minWidth: 0 lets it shrink inside a flex or grid
 * parent; maxWidth: 100% keeps it inside a block one.
 */
export const horizontalScroll: GriffelStyle = { position: 'relative', overflowX: 'auto', minWidth: 0, maxWidth: '100%' };
