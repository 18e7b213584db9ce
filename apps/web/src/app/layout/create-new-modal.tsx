// The create-new chooser (SPEC §2): mini session service, full session service, photoshoot.
// The forms behind the choices arrive with the Services and Shoots releases; each choice says so.
import { useState, type ComponentType } from 'react';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { CameraOutlined, ClockCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import { ChoiceCard } from '../../ui/choice-card.tsx';

type Choice = {
  key: 'mini' | 'full' | 'shoot';
  title: string;
  description: string;
  comingWith: string;
  icon: ComponentType;
};

const choices: Choice[] = [
  {
    key: 'mini',
    title: 'Mini session service',
    description: 'One service with several short time slots clients book themselves.',
    comingWith:
      'Mini session services arrive with the Services release. You will name the session here, then add dates and time slots.',
    icon: ClockCircleOutlined,
  },
  {
    key: 'full',
    title: 'Full session service',
    description: 'A longer session with packages and add-ons.',
    comingWith:
      'Full session services arrive with the Services release. You will name the service here, then add packages and add-ons.',
    icon: CameraOutlined,
  },
  {
    key: 'shoot',
    title: 'Photoshoot',
    description: 'Book a shoot for a client yourself.',
    comingWith:
      'Photoshoots arrive with the Shoots release. You will enter the client, the service and the time here.',
    icon: ScheduleOutlined,
  },
];

export function CreateNewModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<Choice | undefined>();
  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      // Closing resets everything (SPEC §2).
      afterClose={() => setChosen(undefined)}
      destroyOnHidden
      title={chosen ? chosen.title : 'Create new'}
      width={modalWidths.default}
      footer={
        chosen ? (
          <Flex justify="space-between">
            <Button onClick={() => setChosen(undefined)}>Back</Button>
            <Button type="primary" onClick={onClose}>
              Got it
            </Button>
          </Flex>
        ) : null
      }
    >
      {chosen ? (
        <Flex vertical gap={12} style={{ padding: '8px 0' }}>
          <Tag color="gold" style={{ alignSelf: 'flex-start', margin: 0 }}>
            Not available yet
          </Tag>
          <Typography.Paragraph style={{ margin: 0 }}>{chosen.comingWith}</Typography.Paragraph>
        </Flex>
      ) : (
        <Flex vertical gap={8} style={{ paddingTop: 8 }}>
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.key}
              icon={<choice.icon />}
              title={choice.title}
              description={choice.description}
              extra={<Tag style={{ margin: 0, flex: 'none' }}>Coming soon</Tag>}
              onClick={() => setChosen(choice)}
            />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
