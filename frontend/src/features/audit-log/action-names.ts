import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction } from '@recyclens/shared';

/** What each kind of audit entry is called on the page (the wire and the CSV keep the codes). */
export const auditActionNames: Record<AuditAction, MessageDescriptor> = {
  SIGN_IN: msg`Signed in`,
  SIGN_IN_FAILED: msg`Sign-in refused`,
  USER_UPDATED: msg`User changed`,
  USER_REMOVED: msg`User removed`,
  TENANT_SETTINGS_UPDATED: msg`Settings changed`,
  TENANT_LOGO_REPLACED: msg`Logo replaced`,
  BLACKLIST_ADDED: msg`Domain blocked`,
  BLACKLIST_REMOVED: msg`Domain unblocked`,
  EXPORT_STARTED: msg`Export started`,
  IMPORT_STARTED: msg`Import started`,
  PACKAGE_DELETED: msg`Packaging deleted`,
  PROJECT_DELETED: msg`Project deleted`,
  EVIDENCE_UPLOADED: msg`Evidence document uploaded`,
  EVIDENCE_REMOVED: msg`Evidence document removed`,
  RESULT_ADOPTED: msg`Comparison result used as latest`,
  COMPANY_ADDRESS_CHANGED: msg`Company address changed`,
};
