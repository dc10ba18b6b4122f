import { SiteLink } from '../../../lib/navegacao';
import { paths } from '../../../../common/paths';
import { type TipoDeRetencao } from '../../../../common/retencao';
import { PageHero } from '../../../components/layout/PageHero';
import { PRIVACIDADE } from '../../../content/privacidade';
import { useEmpresa, enderecoCompleto } from '../../../content/conteudo-do-site';
import '../privacidade.css';
import { ConfirmarSolicitacao } from './ConfirmarSolicitacao';
import { ConsultaSolicitacao } from './ConsultaSolicitacao';
import { RETENCAO_DO_AVISO } from '../retencao-do-aviso';
import { SolicitacaoPublica } from './SolicitacaoPublica';

interface Publico {
  id: string;
  titulo: string;
  guardamos: string;
  para: string;
  base: string;
  prazos: readonly TipoDeRetencao[];
  compartilhamento: string;
}

const SEM_COMPARTILHAR =
  'Com ninguém fora da empresa. Os dados ficam no servidor da própria empresa.';

/** Who the notice speaks to, and what the portal keeps of each (docs/product/privacidade.md). */
const PUBLICOS: readonly Publico[] = [
  {
    id: 'visitantes',
    titulo: 'Visitantes do site',
    guardamos:
      'Nada que identifique você. O site não usa cookies, não tem ferramentas de análise nem anúncios e não busca nada em outros endereços enquanto você não pedir (o mapa da página de contato só é carregado quando você clica nele).',
    para: 'Mostrar as páginas da empresa.',
    base: 'Não se aplica: nenhum dado pessoal é tratado.',
    prazos: [],
    compartilhamento:
      'Ao abrir o mapa, o OpenStreetMap recebe o endereço do seu aparelho, como qualquer site que você visita.',
  },
  {
    id: 'contato',
    titulo: 'Quem envia o formulário de contato',
    guardamos: 'Nome, e-mail, telefone (se informado), assunto e mensagem.',
    para: 'Responder à sua mensagem.',
    base: 'Procedimentos preliminares a pedido do titular e legítimo interesse em responder a quem nos procura (LGPD art. 7º, V e IX).',
    prazos: ['contato'],
    compartilhamento: SEM_COMPARTILHAR,
  },
  {
    id: 'colaboradores',
    titulo: 'Colaboradores com acesso ao portal',
    guardamos:
      'Nome, login, e-mail (se informado), papel e situação da conta; os aparelhos conectados; as escolhas e inscrições de notificações; os atendimentos do suporte, com mensagens, arquivos e avaliações; as ações registradas na auditoria; os comunicados da empresa que você recebeu (como os de um incidente de segurança) e quando confirmou a leitura; as versões do Código de Conduta de que você declarou ciência, e quando; os treinamentos de que participou e como a presença foi registrada; o endereço de rede de cada tentativa de login, nos registros do servidor e, por minutos, na proteção contra tentativas repetidas. A senha é guardada só como um resumo irreversível.',
    para: 'Dar acesso ao portal, atender aos pedidos de suporte, avisar sobre respostas, manter a segurança das contas e provar que as regras de conduta foram divulgadas e os treinamentos feitos.',
    base: 'Execução do contrato de trabalho e cumprimento de obrigação legal (LGPD art. 7º, II e V; Lei 14.457/2022, art. 23, I e IV); a auditoria, por obrigação legal e exercício regular de direitos (art. 7º, II e VI, e art. 16, I).',
    prazos: [
      'conta',
      'seguranca_da_conta',
      'sessoes',
      'tentativas_de_acesso',
      'inscricoes_push',
      'preferencias_de_avisos',
      'avisos_enviados',
      'atendimentos',
      'auditoria',
      'incidentes',
      'ciencias_de_conduta',
      'treinamentos',
      'registros_tecnicos',
      'registros_do_servidor',
    ],
    compartilhamento: `${SEM_COMPARTILHAR} As notificações no aparelho passam pelo serviço de notificações do navegador (Google, Apple ou Mozilla) apenas com um título fixo e um link, sem o conteúdo.`,
  },
  {
    id: 'ouvidoria',
    titulo: 'Quem faz um relato à Ouvidoria',
    guardamos:
      'No relato anônimo, só o que você escrever: nenhum nome, conta, endereço do aparelho ou horário exato é ligado a ele. No relato identificado, também o nome que você digitar. O protocolo e a chave ficam com você.',
    para: 'Apurar o relato e responder a você pelo acompanhamento.',
    base: 'Cumprimento de obrigação legal (Lei 14.457/2022, art. 23) e exercício regular de direitos (LGPD art. 7º, II e VI; art. 11, II, a e d).',
    prazos: ['ouvidoria'],
    compartilhamento:
      'Só com a equipe da Ouvidoria que pode ler o caso; com autoridades, quando a lei obrigar.',
  },
  {
    id: 'solicitacoes',
    titulo: 'Quem faz uma solicitação sobre seus dados',
    guardamos:
      'O tipo e o texto do pedido, a resposta e as datas; sem acesso ao portal, também o nome e o e-mail informados e o protocolo. Pelo portal, o pedido fica ligado à sua conta.',
    para: 'Atender ao seu pedido, responder a você e provar que ele foi atendido no prazo.',
    base: 'Cumprimento de obrigação legal (LGPD art. 7º, II, e arts. 18 e 19).',
    prazos: ['solicitacoes_de_privacidade'],
    compartilhamento: `${SEM_COMPARTILHAR} A resposta a quem não tem acesso ao portal vai pelo e-mail informado.`,
  },
  {
    id: 'candidatos',
    titulo: 'Candidatos a vagas',
    guardamos: `Pela página Trabalhe Conosco: nome, e-mail, telefone, a mensagem, o currículo (PDF, DOC ou DOCX) e a vaga escolhida, se houver; o nome que o arquivo tinha no seu aparelho não é guardado. Só o RH e a administração leem. Quem envia o currículo para {recrutamento} fala direto com o RH, por e-mail.`,
    para: 'Avaliar sua candidatura, a esta ou a outras vagas, e entrar em contato com você.',
    base: 'Procedimentos preliminares a um contrato, a pedido do titular (LGPD art. 7º, V).',
    prazos: ['candidaturas'],
    compartilhamento: SEM_COMPARTILHAR,
  },
];

const DIREITOS = [
  'confirmar que tratamos dados seus e ter acesso a eles;',
  'corrigir dados incompletos, inexatos ou desatualizados;',
  'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
  'receber seus dados em formato que permita levá-los a outro serviço (portabilidade);',
  'pedir a eliminação dos dados tratados com o seu consentimento;',
  'saber com quem compartilhamos seus dados;',
  'saber que pode não dar o consentimento, e o que isso implica;',
  'revogar o consentimento.',
];

function Prazos({ tipos }: { tipos: readonly TipoDeRetencao[] }) {
  if (tipos.length === 0) return <>Nada é guardado.</>;
  return (
    <ul>
      {tipos.map((t) => (
        <li key={t}>
          {RETENCAO_DO_AVISO[t].rotulo}: {RETENCAO_DO_AVISO[t].prazo}
        </li>
      ))}
    </ul>
  );
}

/** The privacy notice `/privacidade` (LGPD art. 9 and 41; docs/product/privacidade.md). */
export function AvisoDePrivacidade() {
  const empresa = useEmpresa();
  const { encarregado } = PRIVACIDADE;
  return (
    <>
      <PageHero
        image="hero-contact"
        alt="Estrada de terra vermelha entre cercas levando aos silos da fazenda"
        title="Aviso de privacidade"
        subtitle="Que dados pessoais o site e o Portal do Colaborador guardam, para quê, por quanto tempo, e como você exerce seus direitos."
      />
      <section className="section" aria-label="Texto do aviso">
        <div className="section__inner privacidade">
          <ConfirmarSolicitacao />
          <h2 className="section__title">Quem cuida dos seus dados</h2>
          <p>
            {empresa.legalName}, {enderecoCompleto(empresa)}, é a controladora dos dados pessoais
            tratados neste site e no Portal do Colaborador.
          </p>
          <p>
            Encarregado pelo tratamento de dados pessoais (LGPD art. 41):{' '}
            <strong>{encarregado.nome}</strong>,{' '}
            <a href={`mailto:${encarregado.email}`}>{encarregado.email}</a>. É com essa pessoa que
            você fala para exercer seus direitos ou tirar dúvidas sobre este aviso.
          </p>

          <h2 className="section__title">O que guardamos de cada pessoa</h2>
          {PUBLICOS.map((p) => (
            <section key={p.id} aria-labelledby={`publico-${p.id}`}>
              <h3 id={`publico-${p.id}`}>{p.titulo}</h3>
              <dl className="meus-dados__campos">
                <dt>O que guardamos</dt>
                <dd>{p.guardamos.replace('{recrutamento}', empresa.recruitingEmail)}</dd>
                <dt>Para quê</dt>
                <dd>{p.para}</dd>
                <dt>Base legal</dt>
                <dd>{p.base}</dd>
                <dt>Por quanto tempo</dt>
                <dd>
                  <Prazos tipos={p.prazos} />
                </dd>
                <dt>Com quem compartilhamos</dt>
                <dd>{p.compartilhamento}</dd>
              </dl>
            </section>
          ))}

          <h2 className="section__title" id="retencao">
            Por quanto tempo guardamos cada dado
          </h2>
          <div className="privacidade__tabela">
            <table>
              <caption className="visually-hidden">Prazo de guarda de cada tipo de dado</caption>
              <thead>
                <tr>
                  <th scope="col">Dado</th>
                  <th scope="col">Prazo</th>
                </tr>
              </thead>
              <tbody>
                {Object.values(RETENCAO_DO_AVISO).map((r) => (
                  <tr key={r.rotulo}>
                    <th scope="row">{r.rotulo}</th>
                    <td>{r.prazo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            O registro de auditoria é guardado inteiro mesmo depois que uma conta é anonimizada, por
            obrigação legal (LGPD art. 16, I): ele é a prova do que foi feito no portal.
          </p>

          <h2 className="section__title">Seus direitos</h2>
          <p>A LGPD (art. 18) garante a você, a qualquer momento e sem custo:</p>
          <ul>
            {DIREITOS.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <p>
            Para exercê-los, use o formulário abaixo ou escreva ao encarregado, pelo e-mail{' '}
            <a href={`mailto:${encarregado.email}`}>{encarregado.email}</a>. Respondemos em até 15
            dias. Quem tem acesso ao portal vê e baixa tudo o que o portal guarda sobre si, e faz e
            acompanha suas solicitações, em <SiteLink to={paths.meusDados}>Meus Dados</SiteLink>.
            Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>

          <h2 className="section__title" id="solicitacao">
            Fazer uma solicitação
          </h2>
          <p>
            Sem acesso ao portal (visitante, candidato ou ex-colaborador), envie seu pedido aqui.
            Você recebe um protocolo na hora e, no e-mail informado, um link para confirmar que o
            endereço é seu: só depois de confirmada, em até 24 horas, a solicitação é recebida e o
            prazo de 15 dias começa. Até lá, nada mais é enviado ao endereço. A resposta chega no
            mesmo e-mail, e você a acompanha com o protocolo e o e-mail. Para um pedido de acesso
            aos dados, podemos pedir mais informações que mostrem que você é o titular.
          </p>
          <SolicitacaoPublica />
          <ConsultaSolicitacao />

          <h2 className="section__title">O que fica no seu aparelho</h2>
          <p>
            O site não grava cookies. Para funcionar mesmo com sinal fraco, ele guarda no seu
            aparelho uma cópia das próprias páginas e programas (o armazenamento do aplicativo
            instalável), sem nenhum dado seu.
          </p>
          <p>
            Quem entra no portal tem no aparelho, enquanto estiver conectado: o acesso da sessão e o
            nome e papel da conta (armazenamento local do navegador); os textos digitados e as
            mensagens e arquivos ainda não enviados, para não se perderem; e a inscrição de
            notificações, se ativada. Ao clicar em “Sair”, tudo isso é apagado do aparelho.
          </p>
        </div>
      </section>
    </>
  );
}
