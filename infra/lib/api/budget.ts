import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Stack } from 'aws-cdk-lib';
import { Construct } from 'constructs';

export interface MonthlyBudgetProps {
  readonly stage: string;
  readonly amountUsd: number;
  readonly topic: ITopic;
}

/** Warns before the bill surprises: at 80 % forecast for the month and at 100 % spent. */
export class MonthlyBudget extends Construct {
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: MonthlyBudgetProps) {
    super(scope, id);
    const account = Stack.of(this).account;
    props.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [props.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: props.topic.topicArn }];
    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `recyclens-${props.stage}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.amountUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }
}
