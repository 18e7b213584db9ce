// The client who wrote (name, email, phone, and their contact record) and what they answered.
import { Card, Descriptions, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TInquiry } from '@studio/shared/inquiries/contracts';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { AnswerList } from '../../ui/answer-list.tsx';

export function InquiryClientCard({ inquiry }: { inquiry: TInquiry }) {
  // A deleted contact leaves the inquiry without one: the name stays, without a link.
  const contactPath = inquiry.customerId ? `/contacts/${inquiry.customerId}` : null;
  return (
    <Card
      title="Client"
      extra={
        contactPath && (
          <Link to={contactPath} className="inquiry-page-card-link">
            View contact <RightOutlined aria-hidden />
          </Link>
        )
      }
    >
      <Descriptions column={1} size="small" colon={false} className="inquiry-page-descriptions">
        <Descriptions.Item label="Name">
          {contactPath ? <Link to={contactPath}>{inquiry.fullName}</Link> : inquiry.fullName}
        </Descriptions.Item>
        <Descriptions.Item label="Email">
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">
          {inquiry.phone ? <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a> : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function InquiryAnswersCard({ inquiry }: { inquiry: TInquiry }) {
  const answers = answersBesidesContact(inquiry);
  return (
    <Card title="Answers">
      {answers.length > 0 ? (
        <AnswerList answers={answers} />
      ) : (
        <Typography.Text type="secondary">
          {inquiry.answers.length > 0
            ? 'The client gave only their contact details.'
            : 'No answers were given.'}
        </Typography.Text>
      )}
    </Card>
  );
}

/**
 * The answers, without the name, email and phone answers that the Client card already shows
 * word for word (an answer that says something else, such as 'Ann & Bo' for the name, stays).
 */
export function answersBesidesContact(inquiry: TInquiry): TStoredAnswer[] {
  const shown: Partial<Record<TStoredAnswer['type'], string>> = {
    FULL_NAME: inquiry.fullName,
    EMAIL_ADDRESS: inquiry.email.toLowerCase(),
    PHONE_NUMBER: inquiry.phone,
  };
  return inquiry.answers.filter((answer) => {
    const contact = shown[answer.type];
    if (contact === undefined || typeof answer.value !== 'string') return true;
    const value = answer.type === 'EMAIL_ADDRESS' ? answer.value.toLowerCase() : answer.value;
    return value.trim() !== contact;
  });
}
