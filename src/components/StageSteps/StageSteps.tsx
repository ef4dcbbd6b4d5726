import Steps from 'antd-mobile/es/components/steps';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import './StageSteps.css';

export interface Stage {
  activityName: string;
  actStart: string;
}

/**
 * Every stage an application has been through, oldest first, each with its time in China time;
 * the last is where it is now (the progress query's and the application detail's 办理环节).
 */
export function StageSteps({ steps, label }: { steps: readonly Stage[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <Steps className="stage-steps" direction="vertical" current={steps.length - 1}>
        {steps.map((step, index) => (
          <Steps.Step
            key={`${step.actStart}-${index}`}
            title={step.activityName}
            description={<time dateTime={step.actStart}>{formatDateTime(step.actStart)}</time>}
            status={index === steps.length - 1 ? 'process' : 'finish'}
          />
        ))}
      </Steps>
    </div>
  );
}
