import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../ui/avatar';
import { PageTitle } from '../../ui/page-title';
import { ServerListView } from './server-list-view';
import { useMemberList } from '../../data/admin/server-lists';

const COLUMNS = [
  'admin.members.name',
  'admin.members.email',
  'admin.members.role',
  'admin.members.language',
  'admin.members.joined',
] as const;

/** /admin/members: every member, newest first, read from the server. Roles are operator-set. */
export function AdminMembers() {
  const intl = useIntl();
  const { list, retry, loadMore } = useMemberList();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.members.title" />
      <ServerListView list={list} retry={retry} loadMore={loadMore}>
        {(members) => (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" data-testid="member-table">
              <caption className="sr-only">
                {intl.formatMessage({ id: 'admin.members.title' })}
              </caption>
              <thead>
                <tr className="border-b-2 border-line text-left">
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className="p-2">
                      <FormattedMessage id={key} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.id} className="border-b border-line/30" data-testid="member-row">
                    <td className="p-2">
                      <span className="flex items-center gap-2">
                        <Avatar uid={member.id} photoURL={member.photoURL} size={28} />
                        <span className="font-semibold">{member.displayName || member.id}</span>
                      </span>
                    </td>
                    <td className="p-2 break-all">{member.email}</td>
                    <td className="p-2">
                      <FormattedMessage
                        id={member.role === 'admin' ? 'admin.role.admin' : 'admin.role.member'}
                      />
                    </td>
                    <td className="p-2">
                      <FormattedMessage id={`settings.language.${member.language}`} />
                    </td>
                    <td className="p-2 whitespace-nowrap">
                      {member.createdAt ? (
                        <FormattedDate value={member.createdAt} dateStyle="medium" />
                      ) : (
                        '–'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ServerListView>
    </section>
  );
}
