/** Deleted playbooks can be restored for this long, then they are purged with their history. */
export const TRASH_RETENTION_DAYS = 30;
