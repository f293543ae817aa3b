import { Component, type ReactNode } from 'react';
import { RemoteError } from './remote-error';

type Props = {
  /** When this changes (e.g. the path), a shown error is cleared and the remote rendered again. */
  resetKey: string;
  /** Called when something below failed (React itself logs the error to the console). */
  onError: () => void;
  onRetry: () => void;
  /** Puts the error in a page of its own when the remote would have drawn the whole page. */
  errorFrame?: ((error: ReactNode) => ReactNode) | undefined;
  children: ReactNode;
};
type State = { error: unknown; resetKey: string };

/** Keeps a failing remote (load or render) inside its slot: the header and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      const error = <RemoteError onRetry={this.retry} />;
      return this.props.errorFrame ? this.props.errorFrame(error) : error;
    }
    return this.props.children;
  }
}
