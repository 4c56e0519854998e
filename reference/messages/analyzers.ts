import type {MessageGroup} from './model';

const group: MessageGroup = {
  id: 'analyzers',
  title: 'analyzers',
  summary: '',
  entries: [],
};

export default group;
