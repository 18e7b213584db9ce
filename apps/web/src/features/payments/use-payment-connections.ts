// Server state of the payment services the business connected:
// read, connect Stripe with the business's own keys, disconnect. No answer ever holds a secret.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConnectStripeRequest,
  TPaymentConnection,
  TPaymentConnections,
} from '@studio/shared/payments/connections';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';

export const paymentConnectionKeys = {
  all: ['payment-connections'] as const,
};

function useConnectionsPath(): string {
  const { business } = useSession();
  return `/api/businesses/${business?.id ?? ''}/payment-services`;
}

export function usePaymentConnections() {
  const path = useConnectionsPath();
  return useQuery({
    queryKey: paymentConnectionKeys.all,
    queryFn: ({ signal }) => http.get<TPaymentConnections>(path, undefined, { signal }),
  });
}

/** A new connection replaces the provider's old one. */
export function useConnectStripe() {
  const path = useConnectionsPath();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConnectStripeRequest) => http.post<TPaymentConnection>(path, body),
    onSuccess: (connection) =>
      queryClient.setQueryData<TPaymentConnections>(paymentConnectionKeys.all, (current = []) => [
        ...current.filter((other) => other.provider !== connection.provider),
        connection,
      ]),
  });
}

/** Answers what is left connected. */
export function useDisconnectPaymentService() {
  const path = useConnectionsPath();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      http.delete<TPaymentConnections>(`${path}/${connectionId}`),
    onSuccess: (left) => queryClient.setQueryData(paymentConnectionKeys.all, left),
  });
}
