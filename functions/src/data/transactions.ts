/**
 * What a service composes when several entities change together: the write parts and new items
 * their repositories build (an item's put, a counter's ADD, an audit entry, a user with its
 * e-mail marker), written all or none. A service says which parts, never how the table stores
 * them (decision 037).
 */
export { createWithMarkers, transactWrite, type TransactItem, type UniqueMarker } from './table';
