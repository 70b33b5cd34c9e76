/**
 * What a service composes when several entities change together: the write parts their
 * repositories build (an item's put, a counter's ADD, an audit entry), written all or none.
 * A service says which parts, never how the table stores them (decision 037).
 */
export { transactWrite, type TransactItem } from './table';
