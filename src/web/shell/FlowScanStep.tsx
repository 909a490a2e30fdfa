import type { ReactNode } from 'react';
import { ScanInput } from '../ui';
import { DiscardButton } from '../ui/PostingControls';
import { BottomBar } from './BottomBar';

/**
 * The bottom of a handheld flow's step: the step's one scan field (or `instead`, e.g. a confirm
 * button), Discard once the flow has started, and the bottom bar with F2 stepping back.
 */
export function FlowScanStep(props: {
  step: string;
  label: string;
  onScan: (text: string) => unknown;
  busy: boolean;
  error: string | null;
  numeric?: boolean;
  /** shown instead of the scan field */
  instead?: ReactNode;
  started: boolean;
  posting: boolean;
  onDiscard: () => void;
  stepBack: (() => void) | null;
}) {
  return (
    <>
      {props.instead ?? (
        <ScanInput
          key={props.step}
          label={props.label}
          onScan={props.onScan}
          busy={props.busy}
          error={props.error}
          inputMode={props.numeric ? 'numeric' : undefined}
        />
      )}
      {props.started ? <DiscardButton disabled={props.posting} onDiscard={props.onDiscard} /> : null}
      <BottomBar actions={{ stepBack: props.stepBack && { run: props.stepBack, label: 'Previous step' } }} />
    </>
  );
}
