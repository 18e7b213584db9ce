// The parts of Mailchimp's official Node client (@mailchimp/mailchimp_marketing) this module uses.
// Its package index is one shared instance; the ApiClient class gives a client per call, so one
// business's key and data center never leak into another's concurrent call.
declare module '@mailchimp/mailchimp_marketing/src/ApiClient.js' {
  type MemberBody = {
    email_address: string;
    status_if_new: 'subscribed' | 'pending';
    merge_fields?: Record<string, string>;
  };
  class ApiClient {
    basePath: string;
    timeout: number;
    setConfig(config: { apiKey: string; server: string }): void;
    ping: { get(): Promise<{ health_status: string }> };
    root: { getRoot(opts?: { fields?: string[] }): Promise<{ account_name?: string }> };
    lists: {
      getAllLists(opts?: {
        count?: number;
        fields?: string[];
      }): Promise<{ lists: { id: string; name: string }[] }>;
      setListMember(
        listId: string,
        subscriberHash: string,
        body: MemberBody,
      ): Promise<{ id: string; status: string }>;
    };
  }
  export default ApiClient;
}
