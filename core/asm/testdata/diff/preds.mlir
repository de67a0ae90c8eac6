// Predecessor comments count edges: two from one block are "2 preds".
"x.f"() ({
  "x.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "x.br"()[^bb2, ^bb3, ^bb2] : () -> ()
^bb2:
  "x.br"()[^bb3] : () -> ()
^bb3:
  "x.ret"() : () -> ()
}) : () -> ()
