import { Stack, Validations } from 'aws-cdk-lib';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import cdkNag from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

// cdk-nag is CommonJS whose named exports Node's ESM loader cannot detect; take them off the
// default export once, here, so every other module imports by name as usual.
export const { AwsSolutionsChecks } = cdkNag;

export interface NagAcknowledgment {
  /** The rule, or one finding of it: `AwsSolutions-IAM5[Resource::…]`. */
  readonly id: string;
  /** Why the finding is acceptable here; reviewed like code. */
  readonly reason: string;
}

/**
 * Accepts cdk-nag findings on a construct and everything below it (cdk-nag 3 reads CDK's
 * native acknowledgements; NagSuppressions is gone).
 */
export const acknowledgeNag = (scope: IConstruct, ...acknowledgments: NagAcknowledgment[]): void => {
  Validations.of(scope).acknowledge(...acknowledgments);
};

export interface PolicyStatementJson {
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Accepts the IAM5 (wildcard) findings of the statements `accept` picks in one policy.
 * cdk-nag 3 matches findings by their exact text, and a resource of another stack only has its
 * text (the export name) once CDK has resolved cross-stack references; so the acknowledgement
 * is made in the validation phase, which runs after that and before the rule pack. The
 * findings are computed the way cdk-nag's IAMNoWildcardPermissions computes them.
 */
export const acknowledgeWildcards = (
  policy: CfnPolicy,
  reason: string,
  accept: (statement: PolicyStatementJson) => boolean,
): void => {
  policy.node.addValidation({
    validate: () => {
      const document = Stack.of(policy).resolve(policy.policyDocument) as {
        Statement?: PolicyStatementJson[];
      };
      const findings = new Set<string>();
      for (const statement of document.Statement ?? []) {
        if (statement.Effect !== 'Allow' || !accept(statement)) continue;
        for (const action of asList(statement.Action)) {
          if (action.includes('*')) findings.add(`Action::${action}`);
        }
        for (const resource of asList(statement.Resource)) {
          const text = flattenCfnReference(resource);
          if (text.includes('*')) findings.add(`Resource::${text}`);
        }
      }
      acknowledgeNag(
        policy,
        ...[...findings].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
      );
      return [];
    },
  });
};

/** Object wildcards (`<bucket ARN>/*`) of statements granting only the given object actions. */
export const acknowledgeObjectWildcards = (
  policy: CfnPolicy,
  objectActions: readonly string[],
  reason: string,
): void =>
  acknowledgeWildcards(
    policy,
    reason,
    (statement) =>
      asList(statement.Action).every((action) => objectActions.includes(action)) &&
      asList(statement.Resource).every((resource) => {
        const text = flattenCfnReference(resource);
        return !text.includes('*') || (text.endsWith('/*') && !text.slice(0, -2).includes('*'));
      }),
  );
