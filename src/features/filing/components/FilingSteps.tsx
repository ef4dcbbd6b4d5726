import Steps from 'antd-mobile/es/components/steps';
import { useT } from '../../../lib/i18n';
import { STEP_TITLES, stepsFor, type StepId } from '../steps';

/** The step line over the flow's pages: done steps, the current one marked 'in progress', the rest waiting. */
export function FilingSteps({ current, appointment }: { current: StepId; appointment: string | null }) {
  const t = useT();
  const steps = stepsFor(appointment);
  const at = steps.indexOf(current);
  return (
    <Steps className="filing-steps" current={at} aria-label={t('filing.stepsLabel')}>
      {steps.map((step, index) => (
        <Steps.Step
          key={step}
          title={t(STEP_TITLES[step])}
          description={index === at ? t('filing.inProgress') : undefined}
          status={index < at ? 'finish' : index === at ? 'process' : 'wait'}
        />
      ))}
    </Steps>
  );
}
