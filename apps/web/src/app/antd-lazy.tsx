// The parts of the light first screen that use antd (the layout's overlays and panel, the home's
// shoot form, the unsaved-changes question) load on first use, each under an AntdScope of its own:
// `lazyInAntd` makes a lazy component of a module's export that arrives together with the scope.
import { lazy, type ComponentType } from 'react';

export function lazyInAntd<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    const [Component, { AntdScope }] = await Promise.all([load(), import('./antd-scope.tsx')]);
    function Scoped(props: Props) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}
