import type { ReactNode } from 'react';
import { t } from '../../shared/i18n';
import { DiscardButton } from '../ui/PostingControls';
import { ScanInput } from '../ui/ScanInput';
import { BottomBar } from './BottomBar';

/**
 * The bottom of a handheld flow's step: the step's one scan field (or `instead`, e.g. a confirm
 * button), Discard once the flow has started, and the bottom bar with F2 stepping back. The scan
 * field is busy in the `posting` step and numeric in the `quantity` step.
 */
export function FlowScanStep(props: {
  /** the flow's state: its step and its error */
  state: { step: string; error: string | null };
  label: string;
  onScan: (text: string) => unknown;
  /** shown instead of the scan field */
  instead?: ReactNode;
  started: boolean;
  /** the flow's posting: Discard is disabled while it posts, and drops its draft */
  flow: { posting: boolean; discard: () => void };
  stepBack: (() => void) | null;
}) {
  const { step, error } = props.state;
  return (
    <>
      {props.instead ?? (
        <ScanInput
          key={step}
          label={props.label}
          onScan={props.onScan}
          busy={step === 'posting'}
          error={error}
          inputMode={step === 'quantity' ? 'decimal' : undefined}
        />
      )}
      {props.started ? <DiscardButton disabled={props.flow.posting} onDiscard={() => props.flow.discard()} /> : null}
      <BottomBar actions={{ stepBack: props.stepBack && { run: props.stepBack, label: t('shell.previousStep') } }} />
    </>
  );
}
