// The photographer's side of signing, above the contract templates: whether contracts wait for
// their countersignature, and the signature they countersign with (adopted once, replaceable).
import { useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Skeleton, Switch, Typography } from 'antd';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { AdoptSignatureModal, AdoptedSignatureMark } from './adopt-signature-modal.tsx';
import {
  useAdoptedSignature,
  useCountersignOption,
  useSetCountersign,
} from './use-signing-settings.ts';

export function SigningSettingsCard() {
  const countersign = useCountersignOption();
  const setCountersign = useSetCountersign();
  const signature = useAdoptedSignature();
  const { business } = useSession();
  const [isAdopting, setAdopting] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const adopted = signature.data ?? null;

  return (
    <Card title="Signing" style={{ marginBottom: 24 }}>
      {lines.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setLines([]) }}
          title={lines.join(' ')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex align="center" justify="space-between" gap={16}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong id="countersign-label">
            Countersign contracts
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            You sign each contract after the client; the signed PDF is made once you have. Applies
            to contracts sent from now on.
          </Typography.Text>
        </div>
        {countersign.isPending ? (
          <Skeleton.Button active size="small" />
        ) : (
          <Switch
            aria-labelledby="countersign-label"
            checked={countersign.data ?? false}
            loading={setCountersign.isPending}
            disabled={countersign.isError}
            onChange={(isOn) =>
              setCountersign.mutate(isOn, { onError: (error) => setLines(errorLines(error)) })
            }
          />
        )}
      </Flex>
      {countersign.isError && (
        <Typography.Text type="danger" style={{ fontSize: 13 }}>
          {errorLines(countersign.error).join(' ')}
        </Typography.Text>
      )}
      <Divider style={{ margin: '16px 0' }} />
      <Flex align="center" justify="space-between" gap={16} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>Your signature</Typography.Text>
          {signature.isPending && <Skeleton active title={false} paragraph={{ rows: 1 }} />}
          {signature.isError && (
            <Typography.Text type="danger" style={{ display: 'block', fontSize: 13 }}>
              {errorLines(signature.error).join(' ')}
            </Typography.Text>
          )}
          {signature.isSuccess && !adopted && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              Not adopted yet. You are asked for it the first time you countersign.
            </Typography.Text>
          )}
          {adopted && (
            <div data-testid="adopted-signature">
              <AdoptedSignatureMark adopted={adopted} />
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {adopted.fullName} · adopted {formatDate(adopted.adoptedAt, business?.timeZone)}
              </Typography.Text>
            </div>
          )}
        </div>
        <Button onClick={() => setAdopting(true)} disabled={!signature.isSuccess}>
          {adopted ? 'Replace signature' : 'Adopt signature'}
        </Button>
      </Flex>
      {isAdopting && (
        <AdoptSignatureModal
          current={adopted}
          onClose={() => setAdopting(false)}
          onAdopted={() => setAdopting(false)}
        />
      )}
    </Card>
  );
}
