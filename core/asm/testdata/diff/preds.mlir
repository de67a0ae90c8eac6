// Predecessor comments count edges: two from one block are "2 preds".
"test.f"() ({
  "test.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "test.br"()[^bb2, ^bb3, ^bb2] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
  "test.ret"() : () -> ()
}) : () -> ()
