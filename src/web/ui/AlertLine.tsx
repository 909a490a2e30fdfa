/** A screen's failure as a line under what failed (role alert); nothing when there is no message. */
export function AlertLine({ message }: { message: string | null | undefined | false }) {
  return message ? (
    <p className="sp-error-text" role="alert">
      {message}
    </p>
  ) : null;
}
