// A syntax check of Java programs with javac's own parser: `java JavaSyntax.java FILE…` parses each
// file (JavacTask.parse: no class path, no symbols, so the AWS SDK need not be here) and exits 1
// when javac reports any error, printing them; 0 when every file parses. What it cannot see: that
// the names (the SDK's classes and methods) exist and the types fit. tst_codegen and
// tst_lessoncode run it on the Java programs `lwb export-code --lang java` writes, the SDK for
// Java being in neither Debian nor npm.
import com.sun.source.util.JavacTask;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class JavaSyntax {
    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: java JavaSyntax.java FILE...");
            System.exit(64);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files =
                compiler.getStandardFileManager(diagnostics, null, null)) {
            JavacTask task = (JavacTask) compiler.getTask(null, files, diagnostics,
                    List.of("-proc:none"), null, files.getJavaFileObjects(args));
            task.parse();
        }
        long errors = 0;
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            System.err.println(diagnostic);
            if (diagnostic.getKind() == Diagnostic.Kind.ERROR)
                errors++;
        }
        System.exit(errors == 0 ? 0 : 1);
    }
}
