import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.logging.LogManager;

/**
 * Cloud Storage rules runtime for the Firebase Storage emulator, built on the rules engine that
 * ships inside the Cloud Firestore emulator jar.
 *
 * <p>firebase-tools starts it as {@code java -jar <jar> serve} and talks newline-delimited JSON
 * over stdin/stdout: {@code load_ruleset} compiles a ruleset, {@code verify} evaluates one request
 * against it. Variables arrive already encoded as rules {@code ExpressionValue} protos in JSON.
 *
 * <p>Not supported: {@code firestore.get()} / {@code firestore.exists()} inside storage rules
 * (an expression that calls them evaluates to an error, which denies).
 */
public final class StorageRulesRuntime {
  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser().ignoringUnknownFields();

  private final Map<String, RulesetAst> rulesets = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    // stderr is shown as warnings by firebase-tools and stdout carries the protocol: keep the
    // engine's own logging off both.
    LogManager.getLogManager().reset();
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    new StorageRulesRuntime(out).serve();
  }

  private void serve() throws Exception {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);
    for (String line; (line = in.readLine()) != null; ) {
      if (!line.isBlank()) {
        send(handle(JsonParser.parseString(line).getAsJsonObject()));
      }
    }
  }

  private JsonObject handle(JsonObject request) {
    JsonObject response = new JsonObject();
    response.add("id", request.get("id"));
    response.addProperty("status", "ok");
    JsonArray errors = new JsonArray();
    response.add("errors", errors);
    response.add("warnings", new JsonArray());
    JsonObject context = request.getAsJsonObject("context");
    String action = request.get("action").getAsString();
    try {
      switch (action) {
        case "load_ruleset" -> loadRuleset(context, response, errors);
        case "verify" -> verify(context, response);
        default -> errors.add("Unsupported action: " + action);
      }
    } catch (Exception e) {
      // Always answer: firebase-tools waits for a reply to every request id.
      errors.add(action + " failed: " + e);
    }
    return response;
  }

  private void loadRuleset(JsonObject context, JsonObject response, JsonArray errors)
      throws InvalidProtocolBufferException {
    Source source = merge(context.get("source"), Source.newBuilder()).build();
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    for (Issue issue : compiled.getIssues()) {
      if (issue.getSeverity() == Issue.Severity.ERROR) {
        errors.add(describe(issue));
      }
    }
    if (compiled.hasCompilationError()) {
      return;
    }
    RulesetAst ast = compiled.getRulesetAst();
    rulesets.put(context.get("rulesetName").getAsString(), ast);
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    response.add("result", result);
  }

  private void verify(JsonObject context, JsonObject response) throws Exception {
    RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
    if (ast == null) {
      throw new IllegalStateException("unknown ruleset " + context.get("rulesetName"));
    }
    RuleContext.Builder rule =
        RuleContext.builder()
            .service(context.get("service").getAsString())
            .method(context.get("method").getAsString())
            .path(context.get("path").getAsString());
    for (Map.Entry<String, JsonElement> variable :
        context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue value = merge(variable.getValue(), ExpressionValue.newBuilder()).build();
      rule.supplyVariable(variable.getKey(), value);
    }
    JsonObject result = new JsonObject();
    try {
      EvaluationResult evaluation = new DefaultEvaluator(ast).evaluate(rule.build()).get();
      result.addProperty("permit", evaluation.permit());
    } catch (ExecutionException e) {
      // Every matching rule failed to evaluate (e.g. a null value): that is a denial.
      result.addProperty("permit", false);
      response.getAsJsonArray("warnings").add(String.valueOf(e.getCause().getMessage()));
    }
    response.add("result", result);
  }

  private static <B extends Message.Builder> B merge(JsonElement json, B builder)
      throws InvalidProtocolBufferException {
    PROTO_JSON.merge(json.toString(), builder);
    return builder;
  }

  private static String describe(Issue issue) {
    return issue.hasSourcePosition()
        ? String.format(
            "%s (%s:%d:%d)",
            issue.getDescription(),
            issue.getSourcePosition().getFileName(),
            issue.getSourcePosition().getLine(),
            issue.getSourcePosition().getColumn())
        : issue.getDescription();
  }

  private void send(JsonObject message) {
    out.println(message);
    out.flush();
  }
}
