/** What anonymity means here, in plain words: what is kept and what is not. */
export function AnonymityNotice() {
  return (
    <section className="ouv-notice" aria-labelledby="ouv-notice-title">
      <h2 id="ouv-notice-title">Como funciona o anonimato</h2>
      <p>
        Com <strong>Enviar de forma anônima</strong> marcado, que é o padrão:
      </p>
      <ul>
        <li>
          <strong>Não guardamos</strong> seu nome, seu login, sua conta nem o endereço IP do seu
          computador ou celular. A denúncia não é ligada ao seu acesso ao portal e não gera registro
          na auditoria.
        </li>
        <li>
          <strong>Guardamos apenas</strong> a categoria, a descrição e a data, com o horário
          arredondado para a hora cheia (um envio às 14:37 fica como 14:00), para que o horário não
          seja comparado com os acessos ao portal.
        </li>
        <li>
          Para evitar abusos, o servidor limita quantos envios partem de uma mesma conexão. Esse
          controle usa um código embaralhado do endereço, nunca o endereço, e é apagado ao fim de
          cada hora.
        </li>
      </ul>
      <p>
        <strong>Atenção ao que você escreve:</strong> a descrição é lida pelas equipes de
        Compliance, RH e Administração. Se quiser continuar anônimo, evite detalhes que só você
        saberia, como seu nome, cargo ou situações que só você presenciou.
      </p>
      <p>
        Se desmarcar a opção, o nome que você informar será guardado com a denúncia e mostrado a
        essas equipes.
      </p>
    </section>
  );
}
