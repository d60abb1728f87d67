import {createContext, useContext, type ReactNode} from 'react';
import type {PolicyHistory} from '@site/src/lib/policyHistory';

const Context = createContext<PolicyHistory | undefined>(undefined);

/** Hands a policy's history from its route's module (DocItem) down to where it is shown. */
export function PolicyHistoryProvider({
  value,
  children,
}: {
  value: PolicyHistory | undefined;
  children: ReactNode;
}): ReactNode {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePolicyHistory(): PolicyHistory | undefined {
  return useContext(Context);
}
