import { errorText } from '../../shared/messages';

/** A screen's failure as a line under what failed (role alert); nothing when there is no message. */
export function AlertLine({ message }: { message: string | null | undefined | false }) {
  return message ? (
    <p className="sp-error-text" role="alert">
      {message}
    </p>
  ) : null;
}

/** A screen's failure (an error, as the user reads it) as its alert line, or nothing. */
export function ErrorText({ error }: { error: unknown }) {
  return <AlertLine message={error ? errorText(error) : null} />;
}
