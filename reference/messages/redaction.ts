import type {MessageGroup} from './model';

const group: MessageGroup = {
  id: 'redaction',
  title: 'redaction',
  summary: '',
  entries: [],
};

export default group;
